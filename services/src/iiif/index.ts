// Tile pyramids and IIIF sizes, for the tile benches.
export * from './info';
export * from './pyramid-file';
