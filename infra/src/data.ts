import { TABLE_KEYS } from '@ssm/functions/deployment';
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

/**
 * The single table, with the key schema the functions and the local platform use
 * (`TABLE_KEYS`). It holds the signed training records, so it survives everything short of a
 * deliberate decision: deletion protection, point-in-time recovery and RETAIN.
 */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_KEYS.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  /** ARNs of the indexes, each by name (a grant never says `index/*`). */
  get indexArns(): string[] {
    return TABLE_KEYS.indexes.map((index) => `${this.table.tableArn}/index/${index.name}`);
  }
}
