/**
 * The /services list and the shared service-page template (static content: rendered when
 * pages are prerendered, never shipped as JavaScript; styles in web/styles/services.css).
 */
import { localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { SERVICE_PAGES, type ServicePageSection } from '../../../shared/content/service-pages';
import { SERVICE_GROUPS, SERVICES, servicesInGroup, type Service, type ServiceId } from '../../../shared/content/services';
import { PATH_ALIASES } from '../../../shared/routes';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { ServiceCard } from '../ServiceCard/ServiceCard';

/** A service of the content model, which has a page (SERVICE_PAGES). */
type ServiceWithPage = Service & { id: ServiceId };

/** The service whose page is at `path` (its own path, or an alias of it). */
export function serviceAt(path: string): ServiceWithPage {
  const canonical = PATH_ALIASES[path] ?? path;
  const service = SERVICES.find((s) => s.path === canonical);
  if (!service) throw new Error(`No service page at ${path}`); // fails the prerender, not a visitor
  return service;
}

/** The questions of a service page's FAQ sections (for its FAQPage structured data). */
export function serviceFaq(service: ServiceWithPage) {
  const page = SERVICE_PAGES[service.id];
  return [...page.intro, ...page.sections].flatMap((section) => (section.kind === 'faq' ? section.items : []));
}

function CallAndChatButtons({ whatsappText }: { whatsappText: string }) {
  return (
    <div className="service-actions">
      <a className="button button-primary button-large" href={telHref(site.phone)}>
        <Icon name="phone" size={20} /> Call Now: {localPhone(site.phone)}
      </a>
      <a
        className="button button-whatsapp button-large"
        href={whatsappHref(site.whatsapp, whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="message" size={20} /> Message on WhatsApp
      </a>
    </div>
  );
}

function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="service-breadcrumb">
      <ol>
        <li>
          <a href={NAV.home}>Home</a>
        </li>
        {current ? (
          <>
            <li>
              <a href={NAV.services}>Services</a>
            </li>
            <li aria-current="page">{current}</li>
          </>
        ) : (
          <li aria-current="page">Services</li>
        )}
      </ol>
    </nav>
  );
}

/** /services: the 11 services by menu group, each card with a Learn More link. */
export function ServicesListContent() {
  return (
    <>
      <header className="service-hero">
        <div className="service-hero-inner">
          <Breadcrumb />
          <h1>Our Ambulance Services</h1>
          <p className="service-hero-subtitle">Emergency response, critical care and planned transport across Bengaluru, 24x7.</p>
          <p>Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient.</p>
          <CallAndChatButtons whatsappText="I need an ambulance" />
        </div>
      </header>
      {SERVICE_GROUPS.map((group) => (
        <section key={group.id} className="service-section">
          <div className="service-section-inner">
            <h2>{group.label}</h2>
            <ul className="service-grid">
              {servicesInGroup(group.id).map((service) => (
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
export function ServicePageContent({ service }: { service: ServiceWithPage }) {
  const page = SERVICE_PAGES[service.id];
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
              <h2>At a glance</h2>
              <CheckList items={service.features} />
            </div>
            {service.equipment && (
              <div className="service-panel">
                <h2>Equipment on board</h2>
                <CheckList items={service.equipment} />
              </div>
            )}
            <div className="service-panel">
              <h2>Why choose us</h2>
              <CheckList items={service.benefits} />
            </div>
          </div>
        </div>
      </section>
      {page.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      <section className="service-section">
        <div className="service-section-inner">
          <h2>Related services</h2>
          <ul className="service-related">
            {page.related.map((path) => {
              const related = serviceAt(path);
              return (
                <li key={path}>
                  <Icon name={related.icon} size={24} className="service-related-icon" />
                  <span>
                    <a href={path}>{related.title}</a>
                    <span className="service-related-text">{related.subtitle}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="service-all-link">
            <a href={NAV.services}>See all our services</a>
          </p>
        </div>
      </section>
      <section className="service-section service-cta">
        <div className="service-section-inner">
          <h2>Talk to us now</h2>
          <p>Our helpline is open 24 hours a day, 7 days a week, 365 days a year.</p>
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
