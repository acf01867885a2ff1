import jax.numpy as jnp


def slice_window(series, start, length):
    return jnp.take(series, start + jnp.arange(length), axis=0)


def split_window(windows, context):
    inputs = windows[:, :context, :]
    targets = windows[:, context:, 0]
    return inputs, targets


def rolling_origin(series, context, horizon, stride):
    starts = range(0, series.shape[0] - context - horizon + 1, stride)
    stacked = jnp.stack([series[s:s + context + horizon] for s in starts])
    return split_window(stacked, context)
