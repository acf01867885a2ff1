"""A method given to `lax.scan` as `self.post`: its carry and inputs are traced, the
constructor's floats are not."""

import jax.numpy as jnp
from jax import lax


class Ledger:
    def __init__(self, interest, overdraft_fee):
        self.interest = interest
        self.overdraft_fee = overdraft_fee

    def post(self, balance, deposit):
        balance = balance * (1.0 + self.interest) + deposit
        if balance < 0.0:  # E: jax-traced-bool
            balance = balance - self.overdraft_fee
        return balance, balance

    def statement(self, opening, deposits):
        return lax.scan(self.post, opening, deposits)


Ledger(0.01, 25.0).statement(jnp.array(50.0), jnp.array([100.0, -250.0, 80.0]))
