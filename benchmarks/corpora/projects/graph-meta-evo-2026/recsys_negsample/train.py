import jax
import optax
from flax import nnx

from . import sampling
from .data import Interactions
from .losses import sampled_softmax_loss
from .model import TwoTower


@nnx.jit
def train_step(model, optimizer, users, pos_items, key, spec, l2):
    neg_items = sampling.uniform_negatives(key, pos_items, spec)

    def loss_fn(model):
        return sampled_softmax_loss(model, users, pos_items, neg_items, l2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train(cfg):
    data = Interactions(cfg)
    model = TwoTower(cfg.num_users, cfg.num_items, cfg.embed_dim, nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)
    spec = sampling.SamplerSpec(num_items=cfg.num_items, num_neg=cfg.num_neg)
    key = jax.random.PRNGKey(cfg.seed)
    stream = data.batches(cfg.batch_size)
    losses = []
    for step in range(cfg.steps):
        users, items = next(stream)
        key, sub = jax.random.split(key)
        losses.append(float(train_step(model, optimizer, users, items, sub, spec, cfg.l2)))
        if step % cfg.log_every == 0:
            print(f"step {step:4d}  loss {losses[-1]:.4f}")
    return model, data, losses
