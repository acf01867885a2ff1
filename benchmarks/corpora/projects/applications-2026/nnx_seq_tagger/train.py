import optax
from flax import nnx

from .config import CONFIG
from .data import make_dataset, iterate
from .losses import masked_xent
from .models import ConvTagger
from .utils.progress import Progress


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, acc), grads = nnx.value_and_grad(masked_xent, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    return loss, acc


def main(cfg=CONFIG):
    model = ConvTagger(cfg, nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.learning_rate), wrt=nnx.Param)
    ds = make_dataset(cfg, cfg.seed)
    for epoch in range(cfg.epochs):
        prog = Progress("train-acc")
        for batch in iterate(ds, cfg.batch_size):
            loss, acc = train_step(model, optimizer, batch)
            prog.add(acc)
        prog.report(epoch)
