package pnp.vision;

/** A photo that cannot be read, with a sentence saying why. */
public final class PhotoException extends RuntimeException {
    public PhotoException(String message) {
        super(message);
    }
}
