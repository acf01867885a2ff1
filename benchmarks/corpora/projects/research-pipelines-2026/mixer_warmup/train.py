import equinox as eqx
import jax
import optax

from .config import TrainConfig
from .data import oriented_bars
from .evaluate import accuracy
from .mixer import Mixer
from .optim import apply_gradients, init_state, make_optimizer


@eqx.filter_jit
def train_step(model, state, images, labels, tx, cfg):
    def loss_fn(m):
        logits = jax.vmap(m)(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model, state, lr = apply_gradients(model, grads, state, tx, cfg)
    return model, state, loss, lr


def main():
    cfg = TrainConfig()
    key = jax.random.PRNGKey(cfg.seed)
    k_model, k_data, k_eval = jax.random.split(key, 3)
    model = Mixer(cfg, k_model)
    tx = make_optimizer(cfg)
    state = init_state(model, tx)
    make_batch = jax.jit(oriented_bars, static_argnums=(1, 2, 3))

    for step in range(cfg.steps):
        k_data, sub = jax.random.split(k_data)
        images, labels = make_batch(sub, cfg.batch_size, cfg.image_size, cfg.num_classes)
        model, state, loss, lr = train_step(model, state, images, labels, tx, cfg)
        print(f"step {step}: loss {float(loss):.4f} lr {float(lr):.2e}")

    images, labels = make_batch(k_eval, 128, cfg.image_size, cfg.num_classes)
    print(f"eval accuracy {float(accuracy(model, images, labels)):.3f}")
