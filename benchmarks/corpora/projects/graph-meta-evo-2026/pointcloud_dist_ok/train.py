import optax
from flax import nnx

from .data import batches
from .model import DistanceNet


def loss_fn(model, batch):
    logits = model(batch)
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(loss_fn)(model, batch)
    optimizer.update(model, grads)
    return loss


def train(cfg):
    model = DistanceNet(cfg, nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)
    stream = batches(cfg, cfg.seed)
    losses = []
    for step in range(cfg.steps):
        losses.append(float(train_step(model, optimizer, next(stream))))
        if step % cfg.log_every == 0:
            print(f"step {step:3d}  loss {losses[-1]:.4f}")
    return model, losses
