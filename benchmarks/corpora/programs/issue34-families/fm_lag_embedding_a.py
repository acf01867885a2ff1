import jax
import jax.numpy as jnp


def delay_embed(series, n_lags):
    return jnp.stack([jnp.roll(series, k) for k in range(n_lags)], axis=-1)


def embed_all(batch, n_lags):
    return jax.vmap(delay_embed)(batch, n_lags)


batch = jnp.sin(jnp.linspace(0.0, 10.0, 3 * 20).reshape(3, 20))
emb = embed_all(batch, 4)
print("embedding shape:", emb.shape)
print("lag correlations:", jnp.round(jnp.corrcoef(emb[0].T)[0], 3))



def lag_energy(emb):
    return jnp.mean(emb ** 2, axis=(0, 1))


print("energy per lag:", jnp.round(lag_energy(emb), 3))
