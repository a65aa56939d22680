// Keys and texts in the API's shape (`translations.schema.ts`): what `/api/translations`
// answers, and what the back office's translation screens read and send back changed.
// Client-safe.
import type { TranslationDto, TranslationKeyDto } from "./translations.schema.ts";
import type { KeyText, Translation, TranslationKey } from "./translations-model.ts";

const textDto = (key: string, text: KeyText): TranslationDto => ({
  id: text.id,
  key_code: key,
  lang_code: text.locale,
  t_text: text.text,
});

export const translationKeyDto = (key: TranslationKey): TranslationKeyDto => ({
  id: key.id,
  key_code: key.key,
  is_rich_text: key.richText,
  Translations: key.texts.map((text) => textDto(key.key, text)),
});

export const translationDto = (translation: Translation) => textDto(translation.key, translation);
