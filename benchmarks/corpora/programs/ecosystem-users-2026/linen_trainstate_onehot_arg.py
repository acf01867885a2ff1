import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class ConvNet(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.num_classes)(x)


def smoothed_xent(logits, labels, num_classes, smoothing=0.1):
    targets = jax.nn.one_hot(labels, num_classes)
    targets = optax.smooth_labels(targets, smoothing)
    return optax.softmax_cross_entropy(logits, targets).mean()


@jax.jit
def train_step(state, images, labels, num_classes):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return smoothed_xent(logits, labels, num_classes)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    num_classes = 7
    model = ConvNet(num_classes=num_classes)
    images = jax.random.uniform(jax.random.key(0), (4, 16, 16, 3))
    labels = jax.random.randint(jax.random.key(1), (4,), 0, num_classes)
    params = model.init(jax.random.key(2), images)["params"]
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=params, tx=optax.sgd(0.01, momentum=0.9)
    )
    for _ in range(2):
        state, loss = train_step(state, images, labels, num_classes)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
