from . import util


def finite_loss(loss):
    return util.check_finite(loss, "loss")


def finite_inputs(x):
    return util.check_finite(x, "inputs")
