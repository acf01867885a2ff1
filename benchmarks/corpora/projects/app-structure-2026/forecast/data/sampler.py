import jax

from forecast.windows import slice_window, split_window


def sample_batch(key, series, batch_size, context, horizon):
    total = context + horizon
    max_start = series.shape[0] - total
    starts = jax.random.randint(key, (batch_size,), 0, max_start + 1)
    windows = jax.vmap(lambda s: slice_window(series, s, total))(starts)
    return split_window(windows, context)
