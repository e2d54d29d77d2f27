/**
 * Where plan images come from. `local` generates artwork served by this app;
 * `google-places` finds real photos through the Places API.
 */
export interface ImageProvider {
  readonly name: 'local' | 'google-places';
  /** Image URLs for a destination ("Lisbon, Portugal"); the first is the hero image. */
  destinationImages(input: { destination: string; count: number }): Promise<string[]>;
  /** Image URLs for one place (a stay, restaurant or thing to do) in a destination. */
  placeImages(input: {
    name: string;
    location: string;
    destination: string;
    count: number;
  }): Promise<string[]>;
}
