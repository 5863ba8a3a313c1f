import { Button, Heading, Text } from '@react-email/components';
import { subjectLine } from './format.js';
import type { MailShop } from './mail-types.js';
import { ShopLayout, styles } from './shop-layout.js';

export interface NewReviewProps {
  shop: MailShop;
  productName: string;
  productUrl: string;
  reviewerName: string;
  rating: number;
  review: string;
  consoleUrl: string;
}

export function newReviewSubject({ rating, productName }: NewReviewProps): string {
  return subjectLine(`New ${rating}-star review of ${productName}`);
}

/** To the shop's sellers: a shopper reviewed one of their products. */
export function NewReview(props: NewReviewProps) {
  const { shop, productName, productUrl, reviewerName, rating, review, consoleUrl } = props;
  const stars = '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));
  return (
    <ShopLayout
      shop={shop}
      support={false}
      preview={`${stars} ${productName}`}
      reason={`You receive this e-mail because you sell at ${shop.name}.`}
    >
      <Heading style={styles.heading}>New review</Heading>
      <Text style={styles.text}>
        {reviewerName} rated{' '}
        <a href={productUrl} style={{ color: '#18181b' }}>
          {productName}
        </a>{' '}
        {rating} out of 5 ({stars}):
      </Text>
      <Text style={styles.quote}>{review}</Text>
      <Button href={consoleUrl} style={styles.button}>
        See your reviews
      </Button>
    </ShopLayout>
  );
}
