import type { Service } from '../../../shared/content/services';
import { getLocale, localizedPath } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../Icon/Icon';

/**
 * A service's card (static content): icon, title, description and the four features. The
 * whole card is the target of its one link: the title on the home page, a Learn More link on
 * /services (spec "Services page").
 */
export function ServiceCard({ service, link }: { service: Service; link: 'title' | 'learn-more' }) {
  // Pass the service in the page's language (localizedServices); the link goes to its page in that language.
  const href = localizedPath(service.path, getLocale());
  return (
    <li className="service-card">
      <span className="service-icon">
        <Icon name={service.icon} size={28} />
      </span>
      <h3 className="service-title">{link === 'title' ? <a href={href}>{service.title}</a> : service.title}</h3>
      <p className="service-description">{service.description}</p>
      <ul className="service-features">
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {link === 'learn-more' && (
        <a className="service-learn-more" href={href}>
          {m.services_learn_more()}
          <span className="visually-hidden">{m.services_learn_more_about({ name: service.name })}</span>
          <Icon name="arrow-right" size={18} />
        </a>
      )}
    </li>
  );
}
