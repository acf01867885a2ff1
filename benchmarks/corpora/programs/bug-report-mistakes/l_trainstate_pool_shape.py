"""Mean-pooled sequence classifier in flax.linen trained with a TrainState."""
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class MeanPoolClassifier(nn.Module):
    num_classes: int
    hidden: int = 16

    @nn.compact
    def __call__(self, x, lengths):
        h = nn.relu(nn.Dense(self.hidden)(x))
        mask = jnp.arange(x.shape[1])[None, :] < lengths[:, None]
        pooled = jnp.sum(h * mask[..., None], axis=1) / lengths[:, None]
        return nn.Dense(self.num_classes)(pooled)


@jax.jit
def train_step(state, x, lengths, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, lengths)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


model = MeanPoolClassifier(num_classes=2)
x = jax.random.normal(jax.random.PRNGKey(0), (3, 5, 4))
lengths = jnp.array([5, 3, 2])
labels = jnp.array([1, 0, 1])
params = model.init(jax.random.PRNGKey(0), x, lengths)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
for i in range(3):
    state, loss = train_step(state, x, lengths, labels)
    print(i, loss)
