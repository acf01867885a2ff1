"""Training objective and sampler; both query the configured schedule."""
import jax
import jax.numpy as jnp


def q_sample(schedule, x0, t, noise):
    ab = schedule.alpha_bar(t)[:, None]
    return jnp.sqrt(ab) * x0 + jnp.sqrt(1.0 - ab) * noise


def eps_loss(params, model, schedule, x0, key):
    kt, kn = jax.random.split(key)
    t = jax.random.randint(kt, (x0.shape[0],), 0, schedule.num_steps)
    noise = jax.random.normal(kn, x0.shape)
    xt = q_sample(schedule, x0, t, noise)
    pred = model.apply(params, xt, model.time_embedding(t, schedule.num_steps))
    return jnp.mean(jnp.square(pred - noise))


def ddim_sample(params, model, schedule, key, n, dim, clip_denoised=True):
    x = jax.random.normal(key, (n, dim))
    ts = jnp.arange(schedule.num_steps - 1, -1, -1)

    def body(x, t):
        tb = jnp.full((n,), t)
        ab = schedule.alpha_bar(tb)[:, None]
        ab_prev = jnp.where(t > 0, schedule.alpha_bar(jnp.maximum(tb - 1, 0))[:, None], 1.0)
        eps = model.apply(params, x, model.time_embedding(tb, schedule.num_steps))
        x0 = (x - jnp.sqrt(1.0 - ab) * eps) / jnp.sqrt(ab)
        if clip_denoised:
            x0 = jnp.clip(x0, -4.0, 4.0)
        return jnp.sqrt(ab_prev) * x0 + jnp.sqrt(1.0 - ab_prev) * eps, None

    x, _ = jax.lax.scan(body, x, ts)
    return x
