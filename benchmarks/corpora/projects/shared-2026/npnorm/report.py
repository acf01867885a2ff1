from . import util


def summary(losses):
    first, last = losses[0], losses[-1]
    improvement = util.clip01((first - last) / max(first, 1e-9))
    return f"first {first:.4f} last {last:.4f} improvement {improvement:.2%}"
