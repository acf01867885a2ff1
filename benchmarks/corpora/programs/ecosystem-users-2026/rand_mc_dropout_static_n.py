import functools

import jax
import jax.numpy as jnp
import flax.linen as nn


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic=True):
        x = nn.Dense(32)(x)
        x = nn.Dropout(0.3, deterministic=deterministic)(nn.silu(x))
        return nn.Dense(1)(x)


model = Regressor()


def one_sample(params, x, key):
    return model.apply(params, x, deterministic=False, rngs={"dropout": key})


@functools.partial(jax.jit, static_argnums=3)
def mc_predict(params, x, key, n_samples):
    keys = jax.random.split(key, n_samples)
    preds = jax.vmap(one_sample, in_axes=(None, None, 0))(params, x, keys)
    return preds.mean(axis=0), preds.std(axis=0)


def main():
    key = jax.random.key(42)
    init_key, data_key, mc_key = jax.random.split(key, 3)
    x = jax.random.normal(data_key, (8, 3))
    params = model.init(init_key, x)
    mean, std = mc_predict(params, x, mc_key, 20)
    print("mean", mean.ravel()[:3], "std", std.ravel()[:3])


if __name__ == "__main__":
    main()
