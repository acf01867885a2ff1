import jax
import jax.numpy as jnp
from flax import nnx


class RunningStat(nnx.Variable):
    pass


class Standardizer(nnx.Module):
    def __init__(self, dim, momentum=0.05):
        self.momentum = momentum
        self.mean = RunningStat(jnp.zeros(dim))
        self.var = RunningStat(jnp.ones(dim))
        self.hist = jnp.zeros(8, jnp.int32)
        self.updates = RunningStat(jnp.array(0, jnp.int32))

    def observe(self, x):
        m = self.momentum
        self.mean[...] = (1 - m) * self.mean[...] + m * x.mean(0)
        self.var[...] = (1 - m) * self.var[...] + m * x.var(0)
        bucket = jnp.clip((x.std() * 4).astype(jnp.int32), 0, self.hist.shape[0] - 1)
        self.hist[bucket] = self.hist[bucket] + 1
        self.updates[...] += 1

    def __call__(self, x):
        return (x - self.mean[...]) / jnp.sqrt(self.var[...] + 1e-5)


class Policy(nnx.Module):
    def __init__(self, obs_dim, act_dim, rngs):
        self.norm = Standardizer(obs_dim)
        self.out = nnx.Linear(obs_dim, act_dim, rngs=rngs)

    def __call__(self, obs, update_stats: bool):
        if update_stats:
            self.norm.observe(obs)
        return jnp.tanh(self.out(self.norm(obs)))


@nnx.jit(static_argnames="update_stats")
def act(policy, obs, update_stats):
    return policy(obs, update_stats)


policy = Policy(3, 2, nnx.Rngs(0))
for i in range(20):
    obs = 2.0 + jax.random.normal(jax.random.PRNGKey(i), (32, 3)) * (1 + i / 10)
    a = act(policy, obs, update_stats=i < 15)
print(a.shape, policy.norm.mean[...].round(2), policy.norm.hist[...], int(policy.norm.updates[...]))
