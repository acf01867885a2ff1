from . import masks, shapes, settings


def trim_to_longest(tokens, lengths):
    longest = shapes.round_up(lengths.max(), settings.BUCKET)
    return tokens[:, :longest] if longest < tokens.shape[1] else tokens


def masked_pool(h, lengths):
    h = shapes.bucketed(h, settings.BUCKET)
    mask = masks.length_mask(lengths, h.shape[1])
    return masks.masked_mean(h, mask)
