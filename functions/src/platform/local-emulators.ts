/*
 * How a function talks to the local emulators (DynamoDB Local and s3rver), which never run on
 * Lambda.
 */

/** The emulators accept any credentials; these are the ones s3rver expects. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * DynamoDB Local reads the access key of a request's Authorization header and checks no signature
 * (with `-sharedDb` it ignores the key too). Signing each request (a SHA-256 of the body and
 * HMACs) was about a twentieth of the test runs' processor time in the handlers: against the
 * emulator a request carries a fixed header instead. s3rver checks signatures: its requests stay
 * signed. The cold-start benchmark's reference function (bench/lambda-bundles.ts) sends the same
 * header, so that it stays comparable with the routes.
 */
export const LOCAL_DYNAMODB_SIGNER = {
  sign: async <T extends { headers: Record<string, string> }>(request: T): Promise<T> => {
    request.headers.authorization = `AWS4-HMAC-SHA256 Credential=${LOCAL_CREDENTIALS.accessKeyId}/20200101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0`;
    return request;
  },
};
