"""`jnp.where` charges the fee inside the scanned method; a test of the constructor's
`overdraft_fee` alone is a Python comparison."""

import jax.numpy as jnp
from jax import lax


class Ledger:
    def __init__(self, interest, overdraft_fee):
        self.interest = interest
        self.overdraft_fee = overdraft_fee

    def post(self, balance, deposit):
        balance = balance * (1.0 + self.interest) + deposit
        if self.overdraft_fee > 0.0:
            balance = jnp.where(balance < 0.0, balance - self.overdraft_fee, balance)
        return balance, balance

    def statement(self, opening, deposits):
        return lax.scan(self.post, opening, deposits)


Ledger(0.01, 25.0).statement(jnp.array(50.0), jnp.array([100.0, -250.0, 80.0]))
