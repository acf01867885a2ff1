"""DQN regression step; the action count lives on the NNX module as a Python int."""
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class QNetwork(nnx.Module):
    def __init__(self, obs_dim, num_actions, *, rngs):
        self.num_actions = num_actions
        self.hidden = nnx.Linear(obs_dim, 32, rngs=rngs)
        self.out = nnx.Linear(32, num_actions, rngs=rngs)

    def __call__(self, obs):
        return self.out(nnx.relu(self.hidden(obs)))


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        q_values = model(batch["obs"])
        action_mask = jax.nn.one_hot(batch["action"], model.num_actions)
        q_taken = jnp.sum(q_values * action_mask, axis=-1)
        return jnp.mean((q_taken - batch["target"]) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = QNetwork(4, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
key = jax.random.PRNGKey(1)
batch = {
    "obs": jax.random.normal(key, (16, 4)),
    "action": jax.random.randint(key, (16,), 0, 3),
    "target": jnp.ones(16),
}
history = [float(train_step(model, optimizer, batch)) for _ in range(3)]
print("losses:", [round(l, 4) for l in history])
