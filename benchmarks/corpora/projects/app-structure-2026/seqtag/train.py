import jax
import jax.numpy as jnp
import optax
from flax import nnx

import seqtag.losses as losses
from seqtag.metrics import RunningAverage, format_metrics
from seqtag.registry import get_loss


class Trainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        tx = optax.adamw(cfg.learning_rate, weight_decay=cfg.weight_decay)
        self.optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
        loss_fn = get_loss(cfg.loss)

        @nnx.jit
        def train_step(model, optimizer, batch):
            def objective(model):
                logits = model(batch["tokens"])
                return loss_fn(logits, batch["tags"], batch["tokens"], cfg), logits

            (loss, logits), grads = nnx.value_and_grad(objective, has_aux=True)(model)
            optimizer.update(model, grads)
            if cfg.verbose:
                jax.debug.print("loss={loss}", loss=loss)
            acc = losses.token_accuracy(logits, batch["tags"], batch["tokens"], cfg.pad_id)
            return {"loss": loss, "accuracy": acc}

        @nnx.jit
        def eval_step(model, batch):
            logits = model(batch["tokens"])
            return losses.token_accuracy(logits, batch["tags"], batch["tokens"], cfg.pad_id)

        self._train_step = train_step
        self._eval_step = eval_step

    def train(self, batches):
        tracker = RunningAverage()
        for step in range(1, self.cfg.steps + 1):
            batch = {k: jnp.asarray(v) for k, v in next(batches).items()}
            tracker.update(**self._train_step(self.model, self.optimizer, batch))
            if step % self.cfg.log_every == 0:
                print(format_metrics(step, tracker.compute()))
                tracker.reset()

    def evaluate(self, batch):
        return float(self._eval_step(self.model, batch))
