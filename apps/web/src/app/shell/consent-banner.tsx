import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConsentChoices, type ConsentCategory } from '../../components/ui/consent-choices';
import { corePaths as paths } from '../../config/core-paths';
import { useConfig } from '../../lib/config';
import { consentStore, decideConsent, type ConsentChoice } from '../../lib/consent/consent-store';
import { trackPageView } from '../../lib/consent/page-view';
import { startTags } from '../../lib/consent/tags';

/**
 * Where analytics or recording is configured (root-layout.tsx): starts the tags the visitor allows, reports each
 * page the router shows (page views are never automatic, SPEC §9), and shows the banner until the visitor decides
 * and again when a "Cookie settings" link reopens it.
 */
export function ConsentHost() {
  const config = useConfig();
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const { choice, bannerOpen } = consentStore.useStore();
  useEffect(() => startTags(config), [config]);
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(
    () => trackPageView({ path: `${pathname}${search}${hash}`, language }),
    // The language the page was shown in; switching it later is no new page view, nor is a new #fragment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, search],
  );
  // Its own boundary: while the banner's texts load, the tags and page views above carry on.
  return choice === null || bannerOpen ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}

/**
 * The cookie banner (issue 18 §2, decision 094): necessary / analytics / recording, shown until the visitor decides,
 * and again from a "Cookie settings" link. It blocks nothing: a card fixed to the bottom of the screen, not a modal,
 * appearing without moving anything. A spacer of its height ends the page's <main>: inside the layouts' full-height
 * box it makes a page scroll only when its end would lie under the banner, and then lets it be scrolled out from
 * under it (a spacer after the layout would give every short page a scrollbar, which moves it sideways on screens
 * with classic scrollbars).
 */
function ConsentBanner() {
  const { t } = useTranslation('consent');
  const config = useConfig();
  const { choice, bannerOpen } = consentStore.useStore();
  const categories: ConsentCategory[] = [];
  if (config.analyticsId && config.analyticsScriptUrl) categories.push('analytics');
  if (config.recording) categories.push('recording');
  const [customizing, setCustomizing] = useState(bannerOpen);
  const [value, setValue] = useState<ConsentChoice>(choice ?? { analytics: false, recording: false });
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [height, setHeight] = useState(0);
  const { pathname } = useLocation();
  const [main, setMain] = useState<HTMLElement | null>(null);
  // Both layouts give their <main> the id; a navigation between them replaces it.
  useLayoutEffect(() => setMain(document.getElementById('main')), [pathname]);

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Fixed panels (the phone's menu) end above the banner too, so their last items can be scrolled out from under it.
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--ps-consent-height', `${height}px`);
    return () => {
      document.documentElement.style.removeProperty('--ps-consent-height');
    };
  }, [height]);
  // Reopened on purpose (a "Cookie settings" link): the keyboard goes to it. On a first visit it takes no focus.
  useLayoutEffect(() => {
    if (bannerOpen) heading.current?.focus();
  }, [bannerOpen]);

  const decide = (next: ConsentChoice) => {
    const hadFocus = card.current?.contains(document.activeElement) ?? false;
    decideConsent(next);
    // The banner goes away: the keyboard carries on from the page rather than from nowhere.
    if (hadFocus) document.getElementById('main')?.focus();
  };
  const all = (granted: boolean) => ({
    analytics: granted && categories.includes('analytics'),
    recording: granted && categories.includes('recording'),
  });

  return (
    <>
      {main ? createPortal(<div aria-hidden style={{ height }} />, main) : null}
      <section
        ref={card}
        aria-labelledby="consent-title"
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 150, padding: 8, pointerEvents: 'none' }}
      >
        <Paper
          withBorder
          shadow="md"
          p="md"
          maw={640}
          mx="auto"
          bg="var(--mantine-color-body)"
          style={{ pointerEvents: 'auto', maxHeight: 'calc(100dvh - 16px)', overflowY: 'auto' }}
        >
          <Stack gap="sm">
            <Title order={2} fz="h4" id="consent-title" ref={heading} tabIndex={-1}>
              {t('title')}
            </Title>
            <Text size="sm">
              {t('intro')}{' '}
              <Anchor component={Link} to={paths.privacy.href()} size="sm" underline="always">
                {t('privacy_link')}
              </Anchor>
            </Text>
            {customizing || bannerOpen ? (
              <ConsentChoices categories={categories} value={value} onChange={setValue} />
            ) : null}
            <div className="ps-consent-actions">
              <Button variant="filled" onClick={() => decide(all(false))}>
                {t('reject_all')}
              </Button>
              {customizing || bannerOpen ? (
                <Button variant="outline" onClick={() => decide(value)}>
                  {t('save')}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setCustomizing(true)}>
                  {t('customize')}
                </Button>
              )}
              <Button variant="filled" onClick={() => decide(all(true))}>
                {t('accept_all')}
              </Button>
            </div>
          </Stack>
        </Paper>
      </section>
    </>
  );
}
