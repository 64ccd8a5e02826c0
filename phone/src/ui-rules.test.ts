import { describe, expect, it } from 'vitest';
import {
  drawerOffset,
  drawerShouldClose,
  filterMobileNumber,
  isCompleteMobileNumber,
  legalHref,
  swipeDirection,
} from './ui-rules';

describe('swipeDirection', () => {
  it('needs 50 px of mostly horizontal movement', () => {
    expect(swipeDirection(-50, 0)).toBe('left');
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(60, 10)).toBe('right');
    expect(swipeDirection(-60, 80)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });
});

describe('drawer drag', () => {
  it('follows only downward moves', () => {
    expect(drawerOffset(100, 160)).toBe(60);
    expect(drawerOffset(100, 40)).toBe(0);
  });
  it('closes past half the height, not at it', () => {
    expect(drawerShouldClose(201, 400)).toBe(true);
    expect(drawerShouldClose(200, 400)).toBe(false);
    expect(drawerShouldClose(10, 0)).toBe(false);
  });
});

describe('mobile number', () => {
  it('keeps digits only, 8 at most', () => {
    expect(filterMobileNumber('+47 912 34 567')).toBe('47912345');
    expect(filterMobileNumber('abc')).toBe('');
    expect(filterMobileNumber('123456789')).toBe('12345678');
  });
  it('is complete at exactly 8 digits', () => {
    expect(isCompleteMobileNumber('12345678')).toBe(true);
    expect(isCompleteMobileNumber('1234567')).toBe(false);
  });
});

describe('legalHref', () => {
  it('is relative in Norwegian and absolute in English', () => {
    expect(legalHref('/terms-of-sale', 'norsk', 'https://skal.app')).toBe('/terms-of-sale');
    expect(legalHref('/terms-of-sale', 'english', 'https://skal.app/')).toBe('https://skal.app/terms-of-sale');
  });
});
