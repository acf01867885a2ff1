import jax
import jax.numpy as jnp


def augment_one(key, x, max_shift, noise_std):
    k_shift, k_scale, k_noise, k_flip = jax.random.split(key, 4)
    shift = jax.random.randint(k_shift, (), -max_shift, max_shift + 1)
    x = jnp.roll(x, shift)
    x = x * jax.random.uniform(k_scale, (), minval=0.7, maxval=1.3)
    sign = jnp.where(jax.random.bernoulli(k_flip), -1.0, 1.0)
    x = sign * x
    return x + noise_std * jax.random.normal(k_noise, x.shape)


def two_views(key, xb, max_shift, noise_std):
    k1, k2 = jax.random.split(key)
    aug = jax.vmap(augment_one, in_axes=(0, 0, None, None))
    v1 = aug(jax.random.split(k1, xb.shape[0]), xb, max_shift, noise_std)
    v2 = aug(jax.random.split(k2, xb.shape[0]), xb, max_shift, noise_std)
    return v1, v2
