/** Pictures a reviewer checks (identity documents, a child's documents), through their signed links, each named. */
export function EvidencePictures<S extends string>({ images, label }: { images: ReadonlyArray<{ slot: S; url: string }>; label: (slot: S) => string }) {
  return (
    <div className="admin-evidence">
      {images.map((image) => (
        <figure key={image.slot}>
          <img src={image.url} alt={label(image.slot)} />
          <figcaption>{label(image.slot)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
