/**
 * The /services list and the shared service-page template (static content: rendered when
 * pages are prerendered, never shipped as JavaScript; styles in web/styles/services.css).
 */
import { localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { servicePageIn, type ServicePageSection } from '../../../shared/content/service-pages';
import {
  SERVICE_GROUP_LABELS,
  SERVICE_GROUPS,
  localizedServices,
  localizedServicesInGroup,
  type LocalizedService,
} from '../../../shared/content/services';
import { getLocale, localizedPath, type Locale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { PATH_ALIASES } from '../../../shared/routes';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { ServiceCard } from '../ServiceCard/ServiceCard';
import { ServiceFares } from './ServiceFares';

/** The service whose page is at `path` (its own English path, or an alias of it), in a language
 * (the page's, by default). */
export function serviceAt(path: string, locale: Locale = getLocale()): LocalizedService {
  const canonical = PATH_ALIASES[path] ?? path;
  const service = localizedServices(locale).find((s) => s.path === canonical);
  if (!service) throw new Error(`No service page at ${path}`); // fails the prerender, not a visitor
  return service;
}

/** The questions of a service page's FAQ sections (for its FAQPage structured data). */
export function serviceFaq(service: LocalizedService, locale: Locale = getLocale()) {
  const page = servicePageIn(service.id, locale);
  return [...page.intro, ...page.sections].flatMap((section) => (section.kind === 'faq' ? section.items : []));
}

/** A link to one of our pages in the page's language (static content: plain <a href>). */
const hrefOf = (path: string) => localizedPath(path, getLocale());

function CallAndChatButtons({ whatsappText }: { whatsappText: string }) {
  return (
    <div className="service-actions">
      <a className="button button-primary button-large" href={telHref(site.phone)}>
        <Icon name="phone" size={20} /> {m.services_call_now({ phone: localPhone(site.phone) })}
      </a>
      <a
        className="button button-whatsapp button-large"
        href={whatsappHref(site.whatsapp, whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="message" size={20} /> {m.services_whatsapp_button()}
      </a>
    </div>
  );
}

function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav aria-label={m.services_breadcrumb_label()} className="service-breadcrumb">
      <ol>
        <li>
          <a href={hrefOf(NAV.home)}>{m.services_breadcrumb_home()}</a>
        </li>
        {current ? (
          <>
            <li>
              <a href={hrefOf(NAV.services)}>{m.services_breadcrumb_services()}</a>
            </li>
            <li aria-current="page">{current}</li>
          </>
        ) : (
          <li aria-current="page">{m.services_breadcrumb_services()}</li>
        )}
      </ol>
    </nav>
  );
}

/** /services: the 11 services by menu group, each card with a Learn More link. */
export function ServicesListContent() {
  const locale = getLocale();
  return (
    <>
      <header className="service-hero">
        <div className="service-hero-inner">
          <Breadcrumb />
          <h1>{m.services_list_heading()}</h1>
          <p className="service-hero-subtitle">{m.services_list_subtitle()}</p>
          <p>{m.services_list_intro()}</p>
          <CallAndChatButtons whatsappText={m.services_list_whatsapp_text()} />
        </div>
      </header>
      {SERVICE_GROUPS.map((group) => (
        <section key={group.id} className="service-section">
          <div className="service-section-inner">
            <h2>{SERVICE_GROUP_LABELS[locale][group.id]}</h2>
            <ul className="service-grid">
              {localizedServicesInGroup(group.id, locale).map((service) => (
                <ServiceCard key={service.id} service={service} link="learn-more" />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

/** One service page: heading and buttons, what it is, features, equipment, benefits, the
 * page's own sections, related services, and the buttons again. */
export function ServicePageContent({ service }: { service: LocalizedService }) {
  const page = servicePageIn(service.id, getLocale());
  return (
    <>
      <header className="service-hero">
        <div className="service-hero-inner">
          <Breadcrumb current={service.name} />
          <span className="service-hero-icon">
            <Icon name={service.icon} size={32} />
          </span>
          <h1>{service.title}</h1>
          <p className="service-hero-subtitle">{service.subtitle}</p>
          <p>{service.description}</p>
          <CallAndChatButtons whatsappText={service.whatsappText} />
        </div>
      </header>
      {page.intro.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      <section className="service-section">
        <div className="service-section-inner">
          <div className="service-overview">
            <div className="service-panel">
              <h2>{m.services_at_a_glance()}</h2>
              <CheckList items={service.features} />
            </div>
            {service.equipment && (
              <div className="service-panel">
                <h2>{m.services_equipment_on_board()}</h2>
                <CheckList items={service.equipment} />
              </div>
            )}
            <div className="service-panel">
              <h2>{m.services_why_choose_us()}</h2>
              <CheckList items={service.benefits} />
            </div>
          </div>
        </div>
      </section>
      {page.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      <ServiceFares serviceId={service.id} />
      <section className="service-section">
        <div className="service-section-inner">
          <h2>{m.services_related()}</h2>
          <ul className="service-related">
            {page.related.map((path) => {
              const related = serviceAt(path);
              return (
                <li key={path}>
                  <Icon name={related.icon} size={24} className="service-related-icon" />
                  <span>
                    <a href={hrefOf(path)}>{related.title}</a>
                    <span className="service-related-text">{related.subtitle}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="service-all-link">
            <a href={hrefOf(NAV.services)}>{m.services_see_all()}</a>
          </p>
        </div>
      </section>
      <section className="service-section service-cta">
        <div className="service-section-inner">
          <h2>{m.services_talk_now()}</h2>
          <p>{m.services_helpline_open()}</p>
          <CallAndChatButtons whatsappText={service.whatsappText} />
        </div>
      </section>
    </>
  );
}

function CheckList({ items, tone = 'include' }: { items: readonly string[]; tone?: 'include' | 'exclude' }) {
  return (
    <ul className="service-checklist" data-tone={tone}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={tone === 'include' ? 'check' : 'cross'} size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Section({ section }: { section: ServicePageSection }) {
  return (
    <section className="service-section">
      <div className="service-section-inner">
        <h2>{section.heading}</h2>
        <SectionBody section={section} />
      </div>
    </section>
  );
}

function SectionBody({ section }: { section: ServicePageSection }) {
  switch (section.kind) {
    case 'text':
      return (
        <div className="service-text">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className="service-tags">
              {section.items.map((item) => (
                <li key={item}>
                  <Icon name="map-pin" size={16} /> {item}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case 'cards':
      return (
        <>
          {section.intro && <p className="service-section-intro">{section.intro}</p>}
          <ul className="service-info-cards">
            {section.cards.map((card) => (
              <li key={card.title} className="service-info-card">
                <h3>{card.title}</h3>
                {card.figure && (
                  <p className="service-figure">
                    <span className="service-figure-label">{card.figure.label}</span> <strong>{card.figure.value}</strong>
                  </p>
                )}
                {card.text && <p>{card.text}</p>}
                {card.points && <CheckList items={card.points} />}
              </li>
            ))}
          </ul>
        </>
      );
    case 'steps':
      return (
        <>
          {section.intro && <p className="service-section-intro">{section.intro}</p>}
          <ol className="service-steps">
            {section.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </>
      );
    case 'lists':
      return (
        <div className="service-lists">
          {section.lists.map((list) => (
            <div key={list.heading} className="service-panel">
              <h3>{list.heading}</h3>
              <CheckList items={list.items} tone={list.tone} />
            </div>
          ))}
        </div>
      );
    case 'faq':
      return (
        <div className="faq-list">
          {section.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary className="faq-question">{item.question}</summary>
              <p className="faq-answer">{item.answer}</p>
            </details>
          ))}
        </div>
      );
  }
}
