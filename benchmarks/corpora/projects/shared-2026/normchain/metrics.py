from . import util


class Running:
    def __init__(self):
        self.values = []

    def add(self, v):
        self.values.append(util.as_float(v))

    def mean(self):
        return util.mean_of(self.values)

    def ratio(self, first_n):
        return util.safe_div(self.mean(), first_n)
