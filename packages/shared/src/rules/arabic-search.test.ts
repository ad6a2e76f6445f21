import { describe, expect, it } from 'vitest';
import { normaliseForSearch, otherLayout, searchReadings, searchTextOf, searchWordsOf } from './arabic-search.js';
import { inLanguage, languageOfAcceptLanguage, missingArabicFields } from './content-language.js';

describe('normaliseForSearch', () => {
  it('reads every alef form as bare alef', () => {
    expect(normaliseForSearch('أإآٱا')).toBe('ااااا');
  });

  it('reads taa marbuta as haa, alef maqsura as yaa, and the hamza seats as their letters', () => {
    expect(normaliseForSearch('رحلة')).toBe('رحله');
    expect(normaliseForSearch('مستشفى')).toBe('مستشفي');
    expect(normaliseForSearch('مؤتمر')).toBe('موتمر');
    expect(normaliseForSearch('شاطئ')).toBe('شاطي');
  });

  it('drops harakat, tanween, shadda, sukun, the superscript alef and tatweel', () => {
    expect(normaliseForSearch('رِحْلَةٌ بَحْرِيَّةٌ')).toBe('رحله بحريه');
    expect(normaliseForSearch('هٰذا')).toBe('هذا');
    expect(normaliseForSearch('مســـندم')).toBe('مسندم');
  });

  it('writes Arabic-Indic digits as Western digits and lower-cases Latin text', () => {
    expect(normaliseForSearch('٢٠٢٦ ۳')).toBe('2026 3');
    expect(normaliseForSearch('Dhow CRUISE')).toBe('dhow cruise');
  });

  it('reads presentation forms (NFKC) as their letters', () => {
    expect(normaliseForSearch('\uFEFB')).toBe('لا');
  });
});

describe('searchTextOf', () => {
  it('joins the words of every title, normalised, each after a space', () => {
    expect(searchTextOf('Musandam Dhow Cruise', 'رحلة مُسَنْدَم')).toBe(' musandam dhow cruise رحله مسندم');
    expect(searchTextOf('Al-Ain, Oasis!')).toBe(' al ain oasis');
  });

  it('also stores an Arabic word joined to the article as the article’s word and as the bare word', () => {
    expect(searchTextOf('بالداو البحرية')).toBe(' بالداو الداو داو البحريه بحريه');
    expect(searchTextOf('للأطفال')).toBe(' للاطفال الاطفال اطفال');
    expect(searchTextOf('الى')).toBe(' الي');
    expect(searchTextOf('Al-Ain, Oasis!')).toBe(' al ain oasis');
  });

  it('splits a text into its normalised words', () => {
    expect(searchWordsOf('  جَولة   في دبيّ ')).toEqual(['جوله', 'في', 'دبي']);
  });
});

describe('otherLayout', () => {
  it('reads Latin keys as the letters the Arabic layout types', () => {
    expect(otherLayout('lsk]l')).toBe('مسندم');
    expect(otherLayout('vpgm')).toBe('رحلة');
    expect(otherLayout('Hfe')).toBe('ابث');
  });

  it('reads Arabic letters as the US keys that typed them, ligatures as one key', () => {
    expect(otherLayout('يعلاشه')).toBe('dubai');
    expect(otherLayout('ياخص')).toBe('dhow');
    expect(otherLayout('ؤقعهسث')).toBe('cruise');
  });

  it('leaves words of both scripts or of neither alone', () => {
    expect(otherLayout('2026')).toBeNull();
    expect(otherLayout('abcمسندم')).toBeNull();
  });
});

describe('searchReadings', () => {
  it('gives each typed word its own reading and the other layout’s', () => {
    expect(searchReadings('Dhow lsk]l')).toEqual([
      [['dhow'], ['ياخص']],
      [['lsk', 'l'], ['مسندم']],
    ]);
  });

  it('reads an Arabic word typed on the Arabic layout for English as the English word', () => {
    expect(searchReadings('ياخص')).toEqual([[['ياخص'], ['dhow']]]);
  });

  it('normalises the Arabic of a search as it does a title', () => {
    expect(searchReadings('رِحْلَة')[0]?.[0]).toEqual(['رحله']);
  });

  it('keeps at most the first eight typed words and skips punctuation alone', () => {
    expect(searchReadings('a b c d e f g h i j')).toHaveLength(8);
    expect(searchReadings('  !! ')).toEqual([]);
  });
});

describe('content language', () => {
  it('is Arabic when the first tag of Accept-Language is ar or ar-*, English otherwise', () => {
    expect(languageOfAcceptLanguage('ar')).toBe('ar');
    expect(languageOfAcceptLanguage('AR-ae,en;q=0.8')).toBe('ar');
    expect(languageOfAcceptLanguage('en-GB,ar;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('arn')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
  });

  it('answers the Arabic field where it is written and the English one otherwise', () => {
    expect(inLanguage('ar', 'Dhow', 'داو')).toBe('داو');
    expect(inLanguage('ar', 'Dhow', '  ')).toBe('Dhow');
    expect(inLanguage('ar', 'Dhow', undefined)).toBe('Dhow');
    expect(inLanguage('en', 'Dhow', 'داو')).toBe('Dhow');
  });

  it('lists the fields written in English and not in Arabic', () => {
    expect(
      missingArabicFields(
        ['title', 'summary', 'terms'] as const,
        { title: 'A', summary: 'B', terms: '' },
        { title: 'أ' },
      ),
    ).toEqual(['summary']);
  });
});
