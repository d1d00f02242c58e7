import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('[]');
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    token: '',
  });
});
process.on('disconnect', () => process.exit(0));
