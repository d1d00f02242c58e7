// Runs s3rver in its own process: it needs Node's --openssl-legacy-provider (it encrypts
// ListObjectsV2 continuation tokens with DES), which must stay out of the app's process.
import S3rver from 's3rver';

const [directory, port, bucketsJson] = process.argv.slice(2);
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: JSON.parse(bucketsJson).map((name) => ({ name, configs: [cors] })),
});
await server.run();
process.send?.('ready');
process.on('disconnect', () => process.exit(0));
