"""Agent whose jitted update returns the adapted loss scale instead of storing it."""
import functools

import jax
import jax.numpy as jnp
import optax


class Agent:
    def __init__(self, lr=1e-2):
        self.tx = optax.sgd(lr)
        self.loss_scale = jnp.array(2.0**10)
        self.history = []

    def loss(self, params, batch):
        return jnp.mean((batch["x"] @ params - batch["y"]) ** 2)

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, params, opt_state, loss_scale, batch):
        scaled = lambda p: self.loss(p, batch) * loss_scale
        loss, grads = jax.value_and_grad(scaled)(params)
        grads = jax.tree_util.tree_map(lambda g: g / loss_scale, grads)
        finite = jnp.all(jnp.isfinite(grads))
        new_scale = jnp.where(finite, loss_scale * 2.0, loss_scale / 2.0)
        jax.debug.print("loss {l:.4f} scale {s}", l=loss / loss_scale, s=new_scale)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, new_scale, loss


agent = Agent()
key = jax.random.PRNGKey(0)
batch = {"x": jax.random.normal(key, (32, 3)), "y": jnp.ones(32)}
params = jnp.zeros(3)
opt_state = agent.tx.init(params)
for _ in range(5):
    params, opt_state, agent.loss_scale, loss = agent.update(
        params, opt_state, agent.loss_scale, batch)
    agent.history.append(float(loss) / float(agent.loss_scale))
print("log2 loss scale:", jnp.log2(agent.loss_scale))
