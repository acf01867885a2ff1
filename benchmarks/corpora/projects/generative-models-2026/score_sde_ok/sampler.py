import jax
import jax.numpy as jnp
import equinox as eqx


def langevin_correct(model, x, sigma, key, snr, num_steps):
    for k in jax.random.split(key, num_steps):
        score = jax.vmap(model, in_axes=(0, None))(x, sigma)
        noise = jax.random.normal(k, x.shape)
        grad_norm = jnp.linalg.norm(score, axis=-1).mean()
        noise_norm = jnp.linalg.norm(noise, axis=-1).mean()
        step = 2 * (snr * noise_norm / grad_norm) ** 2
        x = x + step * score + jnp.sqrt(2 * step) * noise
    return x


@eqx.filter_jit
def pc_sample(model, sde, key, num_samples, corrector_steps=1, snr=0.16):
    sigmas = jnp.asarray(sde.discrete_sigmas, jnp.float32)
    key, k0 = jax.random.split(key)
    x = sde.prior_sampling(k0, (num_samples, model.data_dim))

    def step(x, inputs):
        i, k = inputs
        k_pred, k_corr = jax.random.split(k)
        sigma = sigmas[i]
        sigma_prev = jnp.where(i > 0, sigmas[i - 1], 0.0)
        var = sigma ** 2 - sigma_prev ** 2
        score = jax.vmap(model, in_axes=(0, None))(x, sigma)
        x_mean = x + var * score
        x = x_mean + jnp.sqrt(var) * jax.random.normal(k_pred, x.shape)
        if corrector_steps > 0:
            x = langevin_correct(model, x, jnp.maximum(sigma_prev, sigmas[0]), k_corr,
                                 snr, corrector_steps)
        return x, x_mean

    order = jnp.arange(sde.num_scales)[::-1]
    keys = jax.random.split(key, sde.num_scales)
    _, means = jax.lax.scan(step, x, (order, keys))
    return means[-1]
