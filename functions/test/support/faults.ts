import { Readable } from 'node:stream';
import type { HttpRequest, HttpResponse } from '@smithy/types';
import { vi } from 'vitest';

/*
 * Faults the emulators cannot produce (throttling, transaction conflicts, S3 failing half-way),
 * injected where the network would produce them: at the SDK client's HTTP handler. The SDK's
 * whole middleware stack still runs, so its retries, backoff and error parsing are the ones
 * production has, and every request the test does not intercept reaches the real emulator.
 * (aws-sdk-client-mock replaces `send` itself, skipping the retries these tests are about; it is
 * used for SES, which has no local emulator at all.)
 */

export type FakeAnswer = {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Deliver the request to the emulator first and lose its answer, as a dropped connection would. */
  afterDelivery?: boolean;
};

type RequestHandler = {
  handle: (request: HttpRequest, options?: object) => Promise<{ response: HttpResponse }>;
};
type SdkClient = { config: object };

/**
 * Answers the requests `intercept` picks with its fake answer; the others go to the emulator
 * (once `intercept` settles, so it can also hold a request back). Undo with
 * `vi.restoreAllMocks()`. The spy's calls list every request the client sent.
 */
export function interceptRequests(
  client: SdkClient,
  intercept: (request: HttpRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>,
) {
  const handler = (client.config as { requestHandler: RequestHandler }).requestHandler;
  const passThrough = handler.handle.bind(handler);
  return vi.spyOn(handler, 'handle').mockImplementation(async (request, options) => {
    const answer = await intercept(request);
    if (!answer) return passThrough(request, options);
    if (answer.afterDelivery) {
      const delivered = await passThrough(request, options);
      // Drained, so the connection goes back to the pool.
      (delivered.response.body as Readable).resume();
    }
    return {
      response: {
        statusCode: answer.status,
        headers: { 'x-amzn-requestid': 'injected-fault', ...answer.headers },
        body: Readable.from([Buffer.from(answer.body)]),
      },
    };
  });
}

/** The DynamoDB operation a request calls (`TransactWriteItems`, `GetItem`, ...). */
export function dynamoOperation(request: HttpRequest): string {
  return (request.headers['x-amz-target'] ?? '').replace('DynamoDB_20120810.', '');
}

/** The request's JSON body as sent (the SDK hands over a string adapter), to pick the calls about one item. */
export function requestBody(request: HttpRequest): string {
  return request.body === undefined ? '' : String(request.body);
}

/** DynamoDB's error answer, as the service sends it (JSON 1.0 protocol, status 400). */
export function dynamoError(type: string, fields: Record<string, unknown> = {}): FakeAnswer {
  return {
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0' },
    body: JSON.stringify({
      __type: `com.amazonaws.dynamodb.v20120810#${type}`,
      message: `Injected ${type}`,
      ...fields,
    }),
  };
}

export const throughputExceeded = () => dynamoError('ProvisionedThroughputExceededException');

/** DynamoDB failing on its side (500), which the SDK retries. */
export function dynamoInternalError(options: { afterDelivery?: boolean } = {}): FakeAnswer {
  return { ...dynamoError('InternalServerError'), status: 500, ...options };
}

/** A transaction cancelled because another transaction held the item at `conflictIndex`. */
export function transactionConflict(itemCount: number, conflictIndex = 0): FakeAnswer {
  const reasons = Array.from({ length: itemCount }, (_, index) =>
    index === conflictIndex
      ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
      : { Code: 'None' },
  );
  return dynamoError('TransactionCanceledException', {
    Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons
      .map((reason) => reason.Code)
      .join(', ')}]`,
    CancellationReasons: reasons,
  });
}

/** S3's XML error answer. */
export function s3Error(status: number, code: string): FakeAnswer {
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>Injected ${code}</Message><RequestId>injected-fault</RequestId></Error>`,
  };
}
