/**
 * Photos, knowing no game, on BoofCV: decoding a JPEG or PNG to a bounded {@code GrayImage}, finding
 * square fiducials and QR codes, fitting a homography and warping through it, ink measured against the
 * paper around it, what to print for such marks, and a coloured overlay for showing what was read.
 * BoofCV's own image types stay inside this package.
 */
package pnp.vision;
