import jax
import jax.numpy as jnp


def init_mlp(key, sizes, scale=1.0):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, din, dout in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (din, dout)) * scale * jnp.sqrt(2.0 / din)
        params.append((w, jnp.zeros(dout)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def init_actor_critic(key, obs_dim, num_actions, hidden):
    ka, kc = jax.random.split(key)
    return dict(
        actor=init_mlp(ka, (obs_dim, *hidden, num_actions), scale=0.1),
        critic=init_mlp(kc, (obs_dim, *hidden, 1)),
    )


def actor_critic(params, obs):
    logits = mlp(params["actor"], obs)
    value = mlp(params["critic"], obs)[..., 0]
    return logits, value
