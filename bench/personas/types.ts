import type { KnownFormData, UnknownFormData } from '@app/shared';

/** A written traveller: the answers they would give, before schema defaults are applied. */
export type Persona =
  | {
      id: string;
      who: string;
      planType: 'DESTINATION_KNOWN';
      form: Partial<KnownFormData> & { destination: string };
    }
  | { id: string; who: string; planType: 'DESTINATION_UNKNOWN'; form: Partial<UnknownFormData> };
