import equinox as eqx
import jax

from . import plugins


def make_evaluator(cfg):
    metrics = plugins.build(cfg["metrics"], threshold=cfg["threshold"])
    device_metrics = [m for m in metrics if not m.host_only]
    host_metrics = [m for m in metrics if m.host_only]

    @eqx.filter_jit
    def eval_step(model, x, y):
        probs = jax.vmap(model)(x)
        return probs, {m.name: m(probs, y) for m in device_metrics}

    def evaluate(model, x, y):
        probs, results = eval_step(model, x, y)
        results = {k: float(v) for k, v in results.items()}
        probs_host = jax.device_get(probs)
        for m in host_metrics:
            results[m.name] = m(probs_host, y)
        return results

    return evaluate
