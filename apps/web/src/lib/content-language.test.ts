import { describe, expect, it } from 'vitest';
import { contentLanguage } from './content-language';

describe('contentLanguage', () => {
  it('marks English content on an Arabic page, and Arabic content on an English one', () => {
    expect(contentLanguage('Hidden Gems of Fujairah', 'ar')).toEqual({ lang: 'en', dir: 'auto' });
    expect(contentLanguage('Office 12, Corniche Road', 'ar')).toEqual({ lang: 'en', dir: 'auto' });
    expect(contentLanguage('رحلة بحرية إلى دبا', 'en')).toEqual({ lang: 'ar', dir: 'auto' });
  });

  it('leaves content in the page language, and texts of no language, unmarked but for their direction', () => {
    expect(contentLanguage('رحلة بحرية إلى دبا', 'ar')).toEqual({ dir: 'auto' });
    expect(contentLanguage('رحلة Dibba البحرية', 'ar')).toEqual({ dir: 'auto' });
    expect(contentLanguage('Dibba cruise', 'en')).toEqual({ dir: 'auto' });
    expect(contentLanguage('+971 50 123 4567', 'ar')).toEqual({ dir: 'auto' });
    expect(contentLanguage('', 'ar')).toEqual({ dir: 'auto' });
    expect(contentLanguage(undefined, 'ar')).toEqual({ dir: 'auto' });
  });
});
