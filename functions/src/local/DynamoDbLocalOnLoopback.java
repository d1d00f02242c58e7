import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/*
 * DynamoDB Local, listening on the loopback address only. Its own entry point takes a port but no
 * address, and its web server then listens on every interface: anyone on the same network could
 * read and write the local database. This entry point builds the same server from the same
 * arguments, binds its one connector to 127.0.0.1 before it starts, and runs it. Run by the
 * `java` source launcher (emulators.ts), so nothing is compiled ahead or shipped as a binary.
 */
public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
