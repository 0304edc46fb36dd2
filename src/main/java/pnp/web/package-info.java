/**
 * {@code pnp serve}: an embedded Jetty server with the bundled pages and a JSON API over the games'
 * own format, rules and sheets (never their commands). Here are the routes ({@code Api}) and the records
 * they read and answer, bounded bodies, the Host and client checks, the one-line error replies, and the
 * services where the web meets each game's reader, writer, scorer and solo engine.
 */
package pnp.web;
