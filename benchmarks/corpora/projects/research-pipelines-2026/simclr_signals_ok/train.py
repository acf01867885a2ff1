import jax
import optax
from flax import nnx

from .augment import two_views
from .config import Config
from .data import batch_iterator, make_signals
from .encoder import Encoder
from .losses import chance_level, nt_xent
from .probe import embed, knn_accuracy


@nnx.jit(static_argnames=("temperature",))
def train_step(model, optimizer, v1, v2, temperature):
    def loss_fn(m):
        return nt_xent(m(v1), m(v2), temperature)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    cfg = Config()
    key = jax.random.PRNGKey(cfg.seed)
    k_data, k_aug, k_eval = jax.random.split(key, 3)
    model = Encoder(cfg.signal_len, cfg.hidden, cfg.embed_dim, cfg.proj_dim, rngs=nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)

    views = jax.jit(two_views, static_argnames=("max_shift",))
    it = batch_iterator(k_data, cfg.batch_size, cfg.num_classes, cfg.signal_len, cfg.noise_std)
    print(f"chance-level loss {chance_level(cfg.batch_size):.3f}")
    for step in range(cfg.steps):
        xb, _ = next(it)
        k_aug, sub = jax.random.split(k_aug)
        v1, v2 = views(sub, xb, cfg.max_shift, cfg.noise_std)
        loss = train_step(model, optimizer, v1, v2, cfg.temperature)
        print(f"step {step}: nt-xent {float(loss):.4f}")

    k_tr, k_te = jax.random.split(k_eval)
    x_tr, y_tr = make_signals(k_tr, 64, cfg.num_classes, cfg.signal_len, cfg.noise_std)
    x_te, y_te = make_signals(k_te, 64, cfg.num_classes, cfg.signal_len, cfg.noise_std)
    acc = knn_accuracy(embed(model, x_tr), y_tr, embed(model, x_te), y_te)
    print(f"1-NN probe accuracy {float(acc):.3f}")
