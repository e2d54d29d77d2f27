import type { Destination, EnvironmentTag, ExperienceTag } from '../catalogue/types.ts';

/** A catalogue destination with its score for this request (unknown/score.ts). */
export interface Scored {
  dest: Destination;
  score: number;
  /** km from the departure place; undefined when the departure could not be placed. */
  km?: number;
}

/** What the traveller asked for, as catalogue tags: from the chips and from their own words. */
export interface Wishes {
  environment: EnvironmentTag[];
  experiences: ExperienceTag[];
  textEnvironment: EnvironmentTag[];
  textExperiences: ExperienceTag[];
}
