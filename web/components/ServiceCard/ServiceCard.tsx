import type { Service } from '../../../shared/content/services';
import { Icon } from '../Icon/Icon';

/**
 * A service's card (static content): icon, title, description and the four features. The
 * whole card is the target of its one link: the title on the home page, a Learn More link on
 * /services (spec "Services page").
 */
export function ServiceCard({ service, link }: { service: Service; link: 'title' | 'learn-more' }) {
  return (
    <li className="service-card">
      <span className="service-icon">
        <Icon name={service.icon} size={28} />
      </span>
      <h3 className="service-title">{link === 'title' ? <a href={service.path}>{service.title}</a> : service.title}</h3>
      <p className="service-description">{service.description}</p>
      <ul className="service-features">
        {service.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} /> {feature}
          </li>
        ))}
      </ul>
      {link === 'learn-more' && (
        <a className="service-learn-more" href={service.path}>
          Learn More<span className="visually-hidden"> about the {service.name}</span>
          <Icon name="arrow-right" size={18} />
        </a>
      )}
    </li>
  );
}
