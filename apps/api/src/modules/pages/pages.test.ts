import { PAGE_MESSAGES } from '@rihla/shared/messages/pages';
import { ABOUT_PAGE, VISA_CHANGE_PAGE } from '@rihla/shared/pages/about-and-visa';
import { DEFAULT_CONTENT_PAGES } from '@rihla/shared/pages/content-pages';
import { COOKIES_POLICY } from '@rihla/shared/pages/cookies-policy';
import { LAW_ENFORCEMENT_RESOURCES } from '@rihla/shared/pages/law-enforcement';
import { PRIVACY_POLICY } from '@rihla/shared/pages/privacy-policy';
import { TERMS_OF_SERVICE } from '@rihla/shared/pages/terms-of-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
let editor: TTestOperator;
let agent: TTestOperator;

beforeAll(async () => {
  t = await createTestApp({ sqliteFile: true });
  owner = await newOperator(t, 'owner', 'Olivia Owner');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  editor = await newOperator(t, 'editor', 'Eda Editor');
  agent = await newOperator(t, 'agent', 'Amal Agent');
});
afterAll(async () => {
  await t?.close();
});

const ARABIC = { headers: { 'accept-language': 'ar' } };
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) =>
  operatorCall(t, name, body, who.token);

async function shopperPage(page: string, options = ENGLISH, app: TTestApp = t) {
  const res = await app.call('users/viewPage', { page }, undefined, options);
  expect(res.statusCode).toBe(200);
  return res.body.data;
}

async function pageRows() {
  return t.app.ctx.db.selectFrom('content_pages').selectAll().orderBy('page').execute();
}

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries as Array<{ action: string; objectType: string; before: unknown; after: unknown }>;
}

describe('POST /api/users/viewPage', () => {
  it('answers a page nobody has saved with the English it came with, exactly', async () => {
    expect(await shopperPage('terms-of-service')).toEqual({ kind: 'policy', document: TERMS_OF_SERVICE });
    expect(await shopperPage('faq')).toEqual(JSON.parse(JSON.stringify(DEFAULT_CONTENT_PAGES.faq)));
  });

  it('answers Arabic readers in Arabic, keeping anchors, dates, names of keys and placeholders', async () => {
    const page = await shopperPage('cookies-policy', ARABIC);
    expect(page.kind).toBe('policy');
    expect(page.document.title).toBe('سياسة ملفات تعريف الارتباط');
    expect(page.document.lastUpdated).toBe(COOKIES_POLICY.lastUpdated);
    expect(page.document.sections.map((section: { id: string }) => section.id)).toEqual(
      COOKIES_POLICY.sections.map((section) => section.id),
    );
    expect(JSON.stringify(page.document)).toContain('"term":"oAuth"');
    const faq = await shopperPage('faq', ARABIC);
    expect(faq.document.items[0].question).toBe('ما هو {shop}؟');
  });

  it('keeps the Terms’ section already in Arabic as it is in both languages', async () => {
    const english = TERMS_OF_SERVICE.sections.find((section) => section.lang === 'ar');
    const arabic = (await shopperPage('terms-of-service', ARABIC)).document.sections.find(
      (section: { id: string }) => section.id === english?.id,
    );
    expect(arabic.heading).toBe(english?.heading);
    expect(arabic.blocks).toEqual(english?.blocks);
    expect(arabic.tocLabel).toBe(english?.heading);
  });

  it('refuses an unknown page with a 4xx envelope', async () => {
    const res = await t.call('users/viewPage', { page: 'no-such-page' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).not.toBe(1);
    expect(res.body.message).toBeTruthy();
  });
});

describe('POST /api/operator/updatePage', () => {
  it('saves texts in either language, audits the changed fields, and shoppers see them at once', async () => {
    // Both answers cached first, so that the save must clear them.
    await shopperPage('privacy-policy', ENGLISH);
    await shopperPage('privacy-policy', ARABIC);
    const res = await call('operator/updatePage', {
      page: 'privacy-policy',
      english: { summary: 'How {shop} looks after your data.' },
      arabic: { 'sections.0.heading': 'مقدمة جديدة' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.updatedAt).not.toBeNull();
    expect(res.body.data.fields.find((field: { path: string }) => field.path === 'summary')).toMatchObject({
      english: 'How {shop} looks after your data.',
    });

    const english = await shopperPage('privacy-policy', ENGLISH);
    expect(english.document.summary).toBe('How {shop} looks after your data.');
    expect(english.document.sections[0].heading).toBe(PRIVACY_POLICY.sections[0]?.heading);
    const arabic = await shopperPage('privacy-policy', ARABIC);
    expect(arabic.document.sections[0].heading).toBe('مقدمة جديدة');
    // The summary's Arabic was written before the English changed: Arabic readers keep it.
    expect(arabic.document.summary).not.toBe('How {shop} looks after your data.');

    const [entry] = await auditOf('privacy-policy');
    expect(entry).toMatchObject({
      action: 'page.update',
      objectType: 'page',
      before: { english: { summary: PRIVACY_POLICY.summary }, arabic: { 'sections.0.heading': expect.any(String) } },
      after: {
        english: { summary: 'How {shop} looks after your data.' },
        arabic: { 'sections.0.heading': 'مقدمة جديدة' },
      },
    });
  });

  it('falls back to English for a text whose Arabic is removed, and the desk counts it missing', async () => {
    const res = await call('operator/updatePage', { page: 'law-enforcement', arabic: { title: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.missingArabic).toEqual(['title']);
    expect((await shopperPage('law-enforcement', ARABIC)).document.title).toBe(LAW_ENFORCEMENT_RESOURCES.title);
    const list = await call('operator/listPages', {});
    expect(list.statusCode).toBe(200);
    expect(list.body.data.pages).toContainEqual(expect.objectContaining({ page: 'law-enforcement', missingArabic: 1 }));
    expect(list.body.data.pages).toContainEqual(
      expect.objectContaining({ page: 'terms-of-service', missingArabic: 0, updatedAt: null }),
    );
  });

  it('clears the answers of every API process, not only its own, without waiting for their time limit', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      expect((await shopperPage('faq', ARABIC, other)).document.items[1].question).not.toBe('سؤال جديد');
      const res = await call('operator/updatePage', { page: 'faq', arabic: { 'items.1.question': 'سؤال جديد' } });
      expect(res.statusCode).toBe(200);
      // Another process learns of the save from the cache generations it polls (decision 017), within moments.
      const questionThere = async () => (await shopperPage('faq', ARABIC, other)).document.items[1].question;
      const deadline = Date.now() + 5_000;
      let seen = await questionThere();
      while (seen !== 'سؤال جديد' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await questionThere();
      }
      expect(seen).toBe('سؤال جديد');
    } finally {
      await other.close();
    }
  });

  it('lets owners save; refuses editors and agents and changes nothing', async () => {
    expect((await call('operator/getPage', { page: 'faq' }, owner)).statusCode).toBe(200);
    const rows = await pageRows();
    for (const who of [editor, agent]) {
      const res = await call('operator/updatePage', { page: 'faq', english: { 'items.0.question': 'Hacked?' } }, who);
      expect(res.statusCode).toBe(403);
      expect(res.body.status).not.toBe(1);
      expect((await call('operator/listPages', {}, who)).statusCode).toBe(403);
    }
    expect(await pageRows()).toEqual(rows);
  });

  it.each([
    ['an unknown path', { english: { 'sections.999.heading': 'Nope' } }, PAGE_MESSAGES.unknownText],
    ['an anchor, which is not a text', { arabic: { 'sections.0.id': 'x' } }, PAGE_MESSAGES.unknownText],
    ['a blank English text', { english: { title: '   ' } }, PAGE_MESSAGES.englishBlank],
    [
      'Arabic for a section written in Arabic',
      { arabic: { 'sections.19.heading': 'x' } },
      PAGE_MESSAGES.arabicOfArabic,
    ],
  ])('refuses %s with a 400 envelope and writes nothing', async (_name, fields, message) => {
    const rows = await pageRows();
    const audit = await auditOf('terms-of-service');
    const res = await call('operator/updatePage', {
      page: 'terms-of-service',
      arabic: { summary: 'ملخص لا يُحفظ' },
      ...fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).not.toBe(1);
    expect(res.body.message).toBe(message);
    expect(await pageRows()).toEqual(rows);
    expect(await auditOf('terms-of-service')).toEqual(audit);
  });

  it('refuses a body its schema does not accept (unknown page, NUL, extra keys)', async () => {
    const rows = await pageRows();
    for (const body of [
      { page: 'no-such-page', english: {} },
      { page: 'faq', arabic: { 'items.0.question': 'a\u0000b' } },
      { page: 'faq', english: {}, extra: true },
      { page: 'faq', english: { 'items.0.question': 42 } },
    ]) {
      const res = await call('operator/updatePage', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).not.toBe(1);
    }
    expect(await pageRows()).toEqual(rows);
  });
});

describe('the About and Visa change pages (decision 117)', () => {
  it('answer the texts they came with in English, exactly, and in Arabic with the same layout keys', async () => {
    expect(await shopperPage('about')).toEqual({ kind: 'laidOut', document: ABOUT_PAGE });
    expect(await shopperPage('visa-change')).toEqual({ kind: 'laidOut', document: VISA_CHANGE_PAGE });
    const about = await shopperPage('about', ARABIC);
    expect(about.document.title).toBe('كل رحلة تبدأ بقصة');
    expect(about.document.sections[2].heading).toBe('قيمنا الأساسية');
    expect(about.document.sections.map((section: { id: string }) => section.id)).toEqual(
      ABOUT_PAGE.sections.map((section) => section.id),
    );
    const visa = await shopperPage('visa-change', ARABIC);
    expect(visa.document.sections[0].blocks[1].list).toEqual(['الفجيرة', 'دبي', 'أبوظبي', 'الشارقة']);
    expect(visa.document.sections[3].blocks[0].list[3]).toBe('لديك سؤال؟ راسلنا على {email}.');
  });

  it('are listed and edited on the Pages desk in both languages, audited, with English where Arabic is removed', async () => {
    const list = await call('operator/listPages', {});
    expect(list.body.data.pages).toContainEqual(
      expect.objectContaining({ page: 'about', title: 'About Us', missingArabic: 0, updatedAt: null }),
    );
    expect(list.body.data.pages).toContainEqual(
      expect.objectContaining({ page: 'visa-change', title: 'Visa change', missingArabic: 0 }),
    );
    const desk = await call('operator/getPage', { page: 'about' });
    expect(desk.body.data).toMatchObject({ kind: 'laidOut', title: 'About Us' });
    expect(desk.body.data.fields).toContainEqual({
      path: 'sections.2.blocks.2.subheading',
      english: 'Customer centricity',
      arabic: 'المسافر أولًا',
      isArabicSource: false,
    });

    await shopperPage('about', ARABIC);
    const res = await call('operator/updatePage', {
      page: 'about',
      english: { 'sections.2.blocks.2.subheading': 'Travellers first' },
      arabic: { 'sections.3.heading': '' },
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.missingArabic).toEqual(['sections.3.heading']);
    expect((await shopperPage('about')).document.sections[2].blocks[2]).toEqual({ subheading: 'Travellers first' });
    const arabic = await shopperPage('about', ARABIC);
    expect(arabic.document.sections[3].heading).toBe('Team');
    expect(arabic.document.sections[2].blocks[2]).toEqual({ subheading: 'المسافر أولًا' });
    const [entry] = await auditOf('about');
    expect(entry).toMatchObject({
      action: 'page.update',
      after: {
        english: { 'sections.2.blocks.2.subheading': 'Travellers first' },
        arabic: { 'sections.3.heading': '' },
      },
    });

    const rows = await pageRows();
    const refused = await call('operator/updatePage', { page: 'visa-change', english: { 'sections.0.id': 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.status).toBe(0);
    const byEditor = await call('operator/updatePage', { page: 'visa-change', english: { title: 'Visas' } }, editor);
    expect(byEditor.statusCode).toBe(403);
    expect(await pageRows()).toEqual(rows);
  });
});
