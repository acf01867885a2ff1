import jax
import jax.numpy as jnp

HISTORY = 8


@jax.jit
def lagged_features(history, t, pad_value):
    lags = t - jnp.arange(1, 4)
    vals = history.at[lags].get(mode="fill", fill_value=pad_value)
    return jnp.concatenate([history[t][None], vals])


def rollout(series, pad_value=0.0):
    feats = []
    for t in range(series.shape[0]):
        feats.append(lagged_features(series, t, pad_value))
    return jnp.stack(feats)


series = jnp.sin(jnp.linspace(0.0, 3.0, HISTORY))
feats = rollout(series, pad_value=-1.0)
print("feature matrix:", feats.shape, float(feats.sum()))
