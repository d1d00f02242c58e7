import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The platform seal (docs/signatures.md): an asymmetric KMS key that only signs, whose private
 * half never leaves KMS, and a secret for the certificate chain a firm obtains for it (a
 * qualified electronic-seal certificate, say). The secret starts with a generated placeholder:
 * until a PEM chain replaces it, the key certifies itself. Only the functions whose needs say
 * `seal: 'sign'` may use the key (app-function.ts); every use is a CloudTrail event.
 */
export class Seal extends Construct {
  readonly key: kms.Key;
  readonly certificateChain: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new kms.Key(this, 'Key', {
      description: 'Seals signed training records (RSASSA-PKCS1-v1_5 SHA-256 over their hashes)',
      keySpec: kms.KeySpec.RSA_3072,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      // Every sealed record is checked against this key for as long as records are kept.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.certificateChain = new secretsmanager.Secret(this, 'CertificateChain', {
      description:
        'PEM certificate chain issued for the seal key, its own certificate first; while it holds no PEM the key certifies itself',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
    });
    Validations.of(this.certificateChain).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A public certificate chain, not a credential: it is replaced by hand when the certificate is renewed (docs/deploy.md).',
    });
  }
}
