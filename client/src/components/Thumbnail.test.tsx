import { act, fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../__generated__';
import { setShowGraphicImages, SHOW_GRAPHIC_IMAGES_KEY } from '../lib/showGraphicImages';
import { Thumbnail, Thumbnail_thumbnail } from './Thumbnail';

const thumb = (url: string) =>
  makeFragmentData({ url, width: 200, height: 200, title: 'Muster roll, page 3' }, Thumbnail_thumbnail);
const box = () => document.querySelector('.thumb')!;

describe('Thumbnail (accounts spec §2 shared pieces)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows a loading icon until the picture loads, then the picture', () => {
    render(<Thumbnail thumbnail={thumb('/thumbnail/1/200/200.jpg')} size={200} />);
    expect(box().className).toContain('thumb--loading');
    expect(document.querySelector('.thumb__spinner')).not.toBeNull();
    fireEvent.load(screen.getByRole('img', { name: 'Muster roll, page 3' }));
    expect(box().className).toContain('thumb--loaded');
    expect(document.querySelector('.thumb__spinner')).toBeNull();
  });

  it('starts loading again for a new address', () => {
    const { rerender } = render(<Thumbnail thumbnail={thumb('/a.jpg')} />);
    fireEvent.load(screen.getByRole('img'));
    rerender(<Thumbnail thumbnail={thumb('/b.jpg')} />);
    expect(box().className).toContain('thumb--loading');
  });

  it.each([
    ['no thumbnail', null],
    ['a picture that fails', thumb('/missing.jpg')],
  ])('shows a placeholder for %s', (_, t) => {
    render(<Thumbnail thumbnail={t} />);
    if (t) fireEvent.error(screen.getByRole('img'));
    expect(box().className).toContain('thumb--empty');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('covers a graphic picture until show_graphic_images is on, for every thumbnail at once', () => {
    render(
      <>
        <Thumbnail thumbnail={thumb('/1.jpg')} graphic />
        <Thumbnail thumbnail={thumb('/2.jpg')} graphic />
        <Thumbnail thumbnail={thumb('/3.jpg')} />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show graphic images' })[0]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(JSON.parse(sessionStorage.getItem(SHOW_GRAPHIC_IMAGES_KEY)!)).toEqual({ value: true });
  });

  it.each([
    ['remembered on this computer', () => setShowGraphicImages(true, { remember: true }), 1],
    ['set for the session', () => setShowGraphicImages(true), 1],
    [
      'turned off for the session over a remembered on',
      () => {
        setShowGraphicImages(true, { remember: true });
        setShowGraphicImages(false);
      },
      0,
    ],
  ])('honours the setting %s', (_, set, images) => {
    render(<Thumbnail thumbnail={thumb('/1.jpg')} graphic />);
    act(set);
    expect(screen.queryAllByRole('img')).toHaveLength(images);
  });
});
